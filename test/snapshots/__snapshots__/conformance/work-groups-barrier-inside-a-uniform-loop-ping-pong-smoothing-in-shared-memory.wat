;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local.set $14
   (i32.sub
    (local.get $10)
    (i32.const -64)
   )
  )
  (local.set $13
   (i32.add
    (local.get $10)
    (i32.const 128)
   )
  )
  (local.set $11
   (i32.add
    (local.get $10)
    (i32.const 192)
   )
  )
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.lt_s
      (local.tee $4
       (local.get $0)
      )
      (local.get $1)
     )
     (then
      (loop $l26
       (local.set $0
        (i32.const 0)
       )
       (loop $top3
        (i32.store
         (i32.add
          (local.get $13)
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.const 0)
        )
        (i32.store
         (i32.add
          (local.get $2)
          (local.get $11)
         )
         (i32.const 0)
        )
        (br_if $top3
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 16)
         )
        )
       )
       (local.set $0
        (i32.const 0)
       )
       (loop $top6
        (if
         (i32.ge_u
          (local.tee $2
           (i32.add
            (i32.shl
             (local.get $4)
             (i32.const 4)
            )
            (local.get $0)
           )
          )
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner0)
         )
        )
        (local.set $2
         (i32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $3
           (local.get $0)
          )
          (i32.const 16)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner1)
         )
        )
        (i32.store
         (i32.add
          (local.get $10)
          (i32.shl
           (local.get $3)
           (i32.const 2)
          )
         )
         (local.get $2)
        )
        (i32.store
         (i32.add
          (local.get $13)
          (local.tee $3
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (local.get $2)
        )
        (i32.store
         (i32.add
          (local.get $3)
          (local.get $11)
         )
         (local.get $2)
        )
        (br_if $top6
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 16)
         )
        )
       )
       (local.set $12
        (i32.const 0)
       )
       (if
        (i32.gt_s
         (local.get $9)
         (i32.const 0)
        )
        (then
         (loop $top9
          (local.set $0
           (i32.const 0)
          )
          (loop $top12
           (local.set $3
            (i32.load
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
           (local.set $2
            (if (result i32)
             (i32.gt_s
              (local.get $0)
              (i32.const 0)
             )
             (then
              (if
               (i32.ge_u
                (local.tee $2
                 (i32.sub
                  (local.get $0)
                  (i32.const 1)
                 )
                )
                (i32.const 16)
               )
               (then
                (global.set $oob_site
                 (i32.const 2)
                )
                (br $folding-inner0)
               )
              )
              (i32.load
               (i32.add
                (local.get $10)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
             )
             (else
              (i32.const 0)
             )
            )
           )
           (i32.store
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
            (i32.add
             (local.get $3)
             (i32.add
              (if (result i32)
               (i32.lt_s
                (local.get $0)
                (i32.const 15)
               )
               (then
                (if
                 (i32.ge_u
                  (local.tee $3
                   (i32.add
                    (local.get $0)
                    (i32.const 1)
                   )
                  )
                  (i32.const 16)
                 )
                 (then
                  (global.set $oob_site
                   (i32.const 3)
                  )
                  (global.set $oob_index
                   (local.get $3)
                  )
                  (return
                   (i32.const 1)
                  )
                 )
                )
                (i32.load
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $3)
                   (i32.const 2)
                  )
                 )
                )
               )
               (else
                (i32.const 0)
               )
              )
              (block (result i32)
               (if
                (i32.ge_u
                 (local.get $0)
                 (i32.const 16)
                )
                (then
                 (global.set $oob_site
                  (i32.const 4)
                 )
                 (br $folding-inner1)
                )
               )
               (i32.add
                (local.get $2)
                (i32.load
                 (i32.add
                  (local.get $10)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
               )
              )
             )
            )
           )
           (br_if $top12
            (i32.lt_s
             (local.tee $0
              (i32.add
               (local.get $0)
               (i32.const 1)
              )
             )
             (i32.const 16)
            )
           )
          )
          (if
           (i32.and
            (local.get $12)
            (i32.const 1)
           )
           (then
            (local.set $0
             (i32.const 0)
            )
            (loop $top21
             (local.set $2
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $0)
               (i32.const 16)
              )
              (then
               (global.set $oob_site
                (i32.const 8)
               )
               (br $folding-inner1)
              )
             )
             (i32.store
              (i32.add
               (local.get $10)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $2)
             )
             (br_if $top21
              (i32.lt_s
               (local.tee $0
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (i32.const 16)
              )
             )
            )
           )
           (else
            (local.set $0
             (i32.const 0)
            )
            (loop $top15
             (local.set $2
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.get $0)
               (i32.const 16)
              )
              (then
               (global.set $oob_site
                (i32.const 5)
               )
               (br $folding-inner1)
              )
             )
             (i32.store
              (i32.add
               (local.get $14)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
              (local.get $2)
             )
             (br_if $top15
              (i32.lt_s
               (local.tee $0
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (i32.const 16)
              )
             )
            )
            (local.set $0
             (i32.const 0)
            )
            (loop $top18
             (if
              (i32.ge_u
               (local.tee $2
                (i32.sub
                 (i32.const 15)
                 (local.get $0)
                )
               )
               (i32.const 16)
              )
              (then
               (global.set $oob_site
                (i32.const 6)
               )
               (br $folding-inner0)
              )
             )
             (local.set $3
              (i32.load
               (i32.add
                (local.get $14)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
             )
             (if
              (i32.ge_u
               (local.tee $2
                (local.get $0)
               )
               (i32.const 16)
              )
              (then
               (global.set $oob_site
                (i32.const 7)
               )
               (br $folding-inner1)
              )
             )
             (i32.store
              (i32.add
               (local.get $10)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
              (local.get $3)
             )
             (br_if $top18
              (i32.lt_s
               (local.tee $0
                (i32.add
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (i32.const 16)
              )
             )
            )
           )
          )
          (br_if $top9
           (i32.lt_s
            (local.tee $12
             (i32.add
              (local.get $12)
              (i32.const 1)
             )
            )
            (local.get $9)
           )
          )
         )
        )
       )
       (local.set $0
        (i32.const 0)
       )
       (loop $top24
        (local.set $3
         (i32.load
          (i32.add
           (local.get $11)
           (local.tee $12
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
        )
        (local.set $2
         (i32.add
          (i32.shl
           (local.get $4)
           (i32.const 4)
          )
          (local.get $0)
         )
        )
        (local.set $3
         (i32.add
          (i32.load
           (i32.add
            (local.get $12)
            (local.get $13)
           )
          )
          (block (result i32)
           (if
            (i32.ge_u
             (local.get $0)
             (i32.const 16)
            )
            (then
             (global.set $oob_site
              (i32.const 9)
             )
             (br $folding-inner1)
            )
           )
           (i32.add
            (i32.load
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (i32.mul
             (local.get $3)
             (i32.const 3)
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $2)
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 10)
          )
          (br $folding-inner0)
         )
        )
        (i32.store
         (i32.add
          (local.get $7)
          (i32.shl
           (local.get $2)
           (i32.const 2)
          )
         )
         (local.get $3)
        )
        (br_if $top24
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (i32.const 16)
         )
        )
       )
       (br_if $l26
        (i32.lt_s
         (local.tee $4
          (i32.add
           (local.get $4)
           (i32.const 1)
          )
         )
         (local.get $1)
        )
       )
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_index
    (local.get $2)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (result i32)
  (local $11 i32)
  (local $12 i32)
  (local.set $6
   (i32.sub
    (local.get $10)
    (i32.const -64)
   )
  )
  (local.set $12
   (i32.add
    (local.get $10)
    (i32.const 128)
   )
  )
  (local.set $11
   (i32.add
    (local.get $10)
    (i32.const 192)
   )
  )
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $3
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l26
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (i32.store
        (i32.add
         (local.get $12)
         (local.tee $2
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (i32.const 0)
       )
       (i32.store
        (i32.add
         (local.get $2)
         (local.get $11)
        )
        (i32.const 0)
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 16)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top6
       (local.set $2
        (i32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (i32.add
            (i32.shl
             (local.get $3)
             (i32.const 4)
            )
            (local.get $0)
           )
           (i32.const 2)
          )
         )
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (i32.const 16)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (br $folding-inner0)
        )
       )
       (i32.store
        (i32.add
         (local.get $10)
         (local.tee $4
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (local.get $2)
       )
       (i32.store
        (i32.add
         (local.get $4)
         (local.get $12)
        )
        (local.get $2)
       )
       (i32.store
        (i32.add
         (local.get $4)
         (local.get $11)
        )
        (local.get $2)
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 16)
        )
       )
      )
      (local.set $8
       (i32.const 0)
      )
      (if
       (i32.gt_s
        (local.get $9)
        (i32.const 0)
       )
       (then
        (loop $top9
         (local.set $0
          (i32.const 0)
         )
         (loop $top12
          (local.set $4
           (i32.load
            (i32.add
             (local.get $11)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
          (local.set $2
           (if (result i32)
            (i32.gt_s
             (local.get $0)
             (i32.const 0)
            )
            (then
             (if
              (i32.ge_u
               (local.tee $2
                (i32.sub
                 (local.get $0)
                 (i32.const 1)
                )
               )
               (i32.const 16)
              )
              (then
               (global.set $oob_site
                (i32.const 2)
               )
               (global.set $oob_index
                (local.get $2)
               )
               (return
                (i32.const 1)
               )
              )
             )
             (i32.load
              (i32.add
               (local.get $10)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (else
             (i32.const 0)
            )
           )
          )
          (i32.store
           (i32.add
            (local.get $11)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (i32.add
            (local.get $4)
            (i32.add
             (if (result i32)
              (i32.lt_s
               (local.get $0)
               (i32.const 15)
              )
              (then
               (if
                (i32.ge_u
                 (local.tee $4
                  (i32.add
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 16)
                )
                (then
                 (global.set $oob_site
                  (i32.const 3)
                 )
                 (global.set $oob_index
                  (local.get $4)
                 )
                 (return
                  (i32.const 1)
                 )
                )
               )
               (i32.load
                (i32.add
                 (local.get $10)
                 (i32.shl
                  (local.get $4)
                  (i32.const 2)
                 )
                )
               )
              )
              (else
               (i32.const 0)
              )
             )
             (block (result i32)
              (if
               (i32.ge_u
                (local.get $0)
                (i32.const 16)
               )
               (then
                (global.set $oob_site
                 (i32.const 4)
                )
                (br $folding-inner0)
               )
              )
              (i32.add
               (local.get $2)
               (i32.load
                (i32.add
                 (local.get $10)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
              )
             )
            )
           )
          )
          (br_if $top12
           (i32.lt_s
            (local.tee $0
             (i32.add
              (local.get $0)
              (i32.const 1)
             )
            )
            (i32.const 16)
           )
          )
         )
         (if
          (i32.and
           (local.get $8)
           (i32.const 1)
          )
          (then
           (local.set $0
            (i32.const 0)
           )
           (loop $top21
            (local.set $2
             (i32.load
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.get $0)
              (i32.const 16)
             )
             (then
              (global.set $oob_site
               (i32.const 8)
              )
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $2)
            )
            (br_if $top21
             (i32.lt_s
              (local.tee $0
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
          )
          (else
           (local.set $0
            (i32.const 0)
           )
           (loop $top15
            (local.set $2
             (i32.load
              (i32.add
               (local.get $11)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.get $0)
              (i32.const 16)
             )
             (then
              (global.set $oob_site
               (i32.const 5)
              )
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $6)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $2)
            )
            (br_if $top15
             (i32.lt_s
              (local.tee $0
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (local.set $0
            (i32.const 0)
           )
           (loop $top18
            (if
             (i32.ge_u
              (local.tee $2
               (i32.sub
                (i32.const 15)
                (local.get $0)
               )
              )
              (i32.const 16)
             )
             (then
              (global.set $oob_site
               (i32.const 6)
              )
              (global.set $oob_index
               (local.get $2)
              )
              (return
               (i32.const 1)
              )
             )
            )
            (local.set $4
             (i32.load
              (i32.add
               (local.get $6)
               (i32.shl
                (local.get $2)
                (i32.const 2)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $0)
              )
              (i32.const 16)
             )
             (then
              (global.set $oob_site
               (i32.const 7)
              )
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $2)
               (i32.const 2)
              )
             )
             (local.get $4)
            )
            (br_if $top18
             (i32.lt_s
              (local.tee $0
               (i32.add
                (local.get $0)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
          )
         )
         (br_if $top9
          (i32.lt_s
           (local.tee $8
            (i32.add
             (local.get $8)
             (i32.const 1)
            )
           )
           (local.get $9)
          )
         )
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top24
       (local.set $2
        (i32.load
         (i32.add
          (local.get $11)
          (local.tee $4
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
       )
       (i32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (i32.add
           (i32.shl
            (local.get $3)
            (i32.const 4)
           )
           (local.get $0)
          )
          (i32.const 2)
         )
        )
        (i32.add
         (i32.load
          (i32.add
           (local.get $4)
           (local.get $12)
          )
         )
         (block (result i32)
          (if
           (i32.ge_u
            (local.get $0)
            (i32.const 16)
           )
           (then
            (global.set $oob_site
             (i32.const 9)
            )
            (br $folding-inner0)
           )
          )
          (i32.add
           (i32.load
            (i32.add
             (local.get $10)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
           (i32.mul
            (local.get $2)
            (i32.const 3)
           )
          )
         )
        )
       )
       (br_if $top24
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 16)
        )
       )
      )
      (br_if $l26
       (i32.lt_s
        (local.tee $3
         (i32.add
          (local.get $3)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)
