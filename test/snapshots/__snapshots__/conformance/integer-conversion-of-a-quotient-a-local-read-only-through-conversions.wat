;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (local $15 i32)
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (loop $l2
      (if
       (i32.lt_s
        (local.get $0)
        (local.get $1)
       )
       (then
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner2)
         )
        )
        (local.set $4
         (i32.shr_u
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (i32.const 1)
         )
        )
        (if
         (i32.ge_u
          (local.tee $2
           (local.get $0)
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 1)
          )
          (br $folding-inner2)
         )
        )
        (local.set $3
         (i32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $2)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.tee $13
           (i32.rem_s
            (i32.add
             (local.get $2)
             (i32.const 1)
            )
            (i32.const 10)
           )
          )
          (local.get $8)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (global.set $oob_index
           (local.get $13)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $3
         (if (result i32)
          (local.tee $13
           (i32.or
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $13)
               (i32.const 2)
              )
             )
            )
            (i32.const 1)
           )
          )
          (then
           (if (result i32)
            (i32.eq
             (local.get $13)
             (i32.const -1)
            )
            (then
             (i32.sub
              (i32.const 0)
              (local.get $3)
             )
            )
            (else
             (i32.div_s
              (local.get $3)
              (local.get $13)
             )
            )
           )
          )
          (else
           (i32.const 0)
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $2)
          (local.get $8)
         )
         (then
          (br $folding-inner0)
         )
        )
        (local.set $2
         (if (result i32)
          (if (result i32)
           (i32.and
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (i32.const 3)
           )
           (then
            (if
             (i32.ge_u
              (local.get $0)
              (local.get $8)
             )
             (then
              (br $folding-inner0)
             )
            )
            (i32.lt_s
             (i32.rem_s
              (i32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const 4)
             )
             (i32.const 0)
            )
           )
           (else
            (i32.const 0)
           )
          )
          (then
           (if
            (i32.ge_u
             (local.get $0)
             (local.get $8)
            )
            (then
             (br $folding-inner0)
            )
           )
           (i32.sub
            (i32.div_s
             (i32.load
              (i32.add
               (local.get $7)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (i32.const 4)
            )
            (i32.const 1)
           )
          )
          (else
           (if
            (i32.ge_u
             (local.get $0)
             (local.get $8)
            )
            (then
             (br $folding-inner0)
            )
           )
           (i32.div_s
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (i32.const 4)
           )
          )
         )
        )
        (if
         (i32.gt_s
          (local.get $0)
          (i32.const 6)
         )
         (then
          (if
           (i32.ge_u
            (local.get $0)
            (local.get $8)
           )
           (then
            (br $folding-inner1)
           )
          )
          (local.set $2
           (if (result i32)
            (if (result i32)
             (i32.rem_s
              (i32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const -3)
             )
             (then
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $8)
               )
               (then
                (br $folding-inner1)
               )
              )
              (i32.ge_s
               (i32.rem_s
                (i32.load
                 (i32.add
                  (local.get $7)
                  (i32.shl
                   (local.get $0)
                   (i32.const 2)
                  )
                 )
                )
                (i32.const -3)
               )
               (i32.const 0)
              )
             )
             (else
              (i32.const 0)
             )
            )
            (then
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $8)
              )
              (then
               (br $folding-inner1)
              )
             )
             (i32.sub
              (i32.div_s
               (i32.load
                (i32.add
                 (local.get $7)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
               (i32.const -3)
              )
              (i32.const 1)
             )
            )
            (else
             (if
              (i32.ge_u
               (local.get $0)
               (local.get $8)
              )
              (then
               (br $folding-inner1)
              )
             )
             (i32.div_s
              (i32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
              )
              (i32.const -3)
             )
            )
           )
          )
         )
        )
        (local.set $13
         (if (result i32)
          (i32.and
           (local.get $0)
           (i32.const 1)
          )
          (then
           (if
            (i32.ge_u
             (local.get $0)
             (local.get $8)
            )
            (then
             (global.set $oob_site
              (i32.const 6)
             )
             (br $folding-inner2)
            )
           )
           (i32.sub
            (i32.const 0)
            (i32.div_s
             (i32.load
              (i32.add
               (local.get $7)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
             (i32.const 5)
            )
           )
          )
          (else
           (if
            (i32.ge_u
             (local.get $0)
             (local.get $6)
            )
            (then
             (global.set $oob_site
              (i32.const 5)
             )
             (br $folding-inner2)
            )
           )
           (i32.div_u
            (i32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (i32.const 3)
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $6)
         )
         (then
          (global.set $oob_site
           (i32.const 7)
          )
          (br $folding-inner2)
         )
        )
        (local.set $14
         (i32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (if
         (i32.le_u
          (local.get $6)
          (i32.const 2)
         )
         (then
          (global.set $oob_site
           (i32.const 8)
          )
          (global.set $oob_index
           (i32.const 2)
          )
          (return
           (i32.const 1)
          )
         )
        )
        (local.set $14
         (i32.add
          (if (result i32)
           (local.tee $15
            (i32.load
             (i32.add
              (local.get $5)
              (i32.const 8)
             )
            )
           )
           (then
            (i32.div_u
             (local.get $14)
             (local.get $15)
            )
           )
           (else
            (i32.const 0)
           )
          )
          (i32.add
           (local.get $3)
           (local.get $4)
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $12)
         )
         (then
          (global.set $oob_site
           (i32.const 9)
          )
          (br $folding-inner2)
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
         (local.get $14)
        )
        (local.set $2
         (i32.add
          (local.get $2)
          (local.get $3)
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 10)
          )
          (br $folding-inner2)
         )
        )
        (i32.store
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 11)
          )
          (br $folding-inner2)
         )
        )
        (local.set $3
         (i32.xor
          (i32.load
           (i32.add
            (local.get $9)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (block (result i32)
           (if
            (i32.ge_u
             (local.tee $2
              (local.get $0)
             )
             (local.get $8)
            )
            (then
             (global.set $oob_site
              (i32.const 12)
             )
             (br $folding-inner2)
            )
           )
           (i32.add
            (local.get $13)
            (select
             (local.get $4)
             (i32.mul
              (local.get $3)
              (i32.const 3)
             )
             (i32.lt_s
              (i32.load
               (i32.add
                (local.get $7)
                (i32.shl
                 (local.get $2)
                 (i32.const 2)
                )
               )
              )
              (i32.const 0)
             )
            )
           )
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $10)
         )
         (then
          (global.set $oob_site
           (i32.const 13)
          )
          (br $folding-inner2)
         )
         (else
          (i32.store
           (i32.add
            (local.get $9)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (local.get $3)
          )
          (local.set $0
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (br $l2)
         )
        )
       )
      )
     )
     (return
      (i32.const 0)
     )
    )
    (global.set $oob_site
     (i32.const 3)
    )
    (br $folding-inner2)
   )
   (global.set $oob_site
    (i32.const 4)
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
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (param $14 i32) (result i32)
  (loop $l2
   (if
    (i32.lt_s
     (local.get $0)
     (local.get $1)
    )
    (then
     (local.set $3
      (i32.shr_u
       (i32.load
        (i32.add
         (local.get $5)
         (local.tee $2
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
       (i32.const 1)
      )
     )
     (local.set $2
      (i32.load
       (i32.add
        (local.get $2)
        (local.get $7)
       )
      )
     )
     (if
      (i32.ge_u
       (local.tee $4
        (i32.rem_s
         (i32.add
          (local.get $0)
          (i32.const 1)
         )
         (i32.const 10)
        )
       )
       (local.get $8)
      )
      (then
       (global.set $oob_site
        (i32.const 2)
       )
       (global.set $oob_index
        (local.get $4)
       )
       (return
        (i32.const 1)
       )
      )
     )
     (local.set $2
      (if (result i32)
       (local.tee $4
        (i32.or
         (i32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $4)
            (i32.const 2)
           )
          )
         )
         (i32.const 1)
        )
       )
       (then
        (if (result i32)
         (i32.eq
          (local.get $4)
          (i32.const -1)
         )
         (then
          (i32.sub
           (i32.const 0)
           (local.get $2)
          )
         )
         (else
          (i32.div_s
           (local.get $2)
           (local.get $4)
          )
         )
        )
       )
       (else
        (i32.const 0)
       )
      )
     )
     (local.set $4
      (if (result i32)
       (if (result i32)
        (i32.and
         (local.tee $4
          (i32.load
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (i32.const 3)
        )
        (then
         (i32.lt_s
          (i32.rem_s
           (local.get $4)
           (i32.const 4)
          )
          (i32.const 0)
         )
        )
        (else
         (i32.const 0)
        )
       )
       (then
        (i32.sub
         (i32.div_s
          (i32.load
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (i32.const 4)
         )
         (i32.const 1)
        )
       )
       (else
        (i32.div_s
         (i32.load
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.const 4)
        )
       )
      )
     )
     (if
      (i32.gt_s
       (local.get $0)
       (i32.const 6)
      )
      (then
       (local.set $4
        (if (result i32)
         (if (result i32)
          (i32.rem_s
           (local.tee $4
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
           (i32.const -3)
          )
          (then
           (i32.ge_s
            (i32.rem_s
             (local.get $4)
             (i32.const -3)
            )
            (i32.const 0)
           )
          )
          (else
           (i32.const 0)
          )
         )
         (then
          (i32.sub
           (i32.div_s
            (i32.load
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
            (i32.const -3)
           )
           (i32.const 1)
          )
         )
         (else
          (i32.div_s
           (i32.load
            (i32.add
             (local.get $7)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
           (i32.const -3)
          )
         )
        )
       )
      )
     )
     (local.set $10
      (if (result i32)
       (i32.and
        (local.get $0)
        (i32.const 1)
       )
       (then
        (i32.sub
         (i32.const 0)
         (i32.div_s
          (i32.load
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (i32.const 5)
         )
        )
       )
       (else
        (i32.div_u
         (i32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.const 3)
        )
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $11)
       (local.tee $12
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (block (result i32)
       (local.set $12
        (i32.load
         (i32.add
          (local.get $5)
          (local.get $12)
         )
        )
       )
       (if
        (i32.le_u
         (local.get $6)
         (i32.const 2)
        )
        (then
         (global.set $oob_site
          (i32.const 8)
         )
         (global.set $oob_index
          (i32.const 2)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (i32.add
        (if (result i32)
         (local.tee $13
          (i32.load
           (i32.add
            (local.get $5)
            (i32.const 8)
           )
          )
         )
         (then
          (i32.div_u
           (local.get $12)
           (local.get $13)
          )
         )
         (else
          (i32.const 0)
         )
        )
        (i32.add
         (local.get $2)
         (local.get $3)
        )
       )
      )
     )
     (i32.store
      (local.tee $12
       (i32.add
        (local.get $9)
        (local.tee $13
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (i32.add
       (local.get $2)
       (local.get $4)
      )
     )
     (i32.store
      (local.get $12)
      (i32.xor
       (i32.load
        (local.get $12)
       )
       (i32.add
        (local.get $10)
        (select
         (local.get $3)
         (i32.mul
          (local.get $2)
          (i32.const 3)
         )
         (i32.lt_s
          (i32.load
           (i32.add
            (local.get $7)
            (local.get $13)
           )
          )
          (i32.const 0)
         )
        )
       )
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 1)
      )
     )
     (br $l2)
    )
   )
  )
  (i32.const 0)
 )
)
