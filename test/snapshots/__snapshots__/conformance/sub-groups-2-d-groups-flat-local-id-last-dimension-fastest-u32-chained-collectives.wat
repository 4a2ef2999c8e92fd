;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 i32)
  (local $18 i32)
  (local.set $16
   (i32.add
    (local.get $11)
    (i32.const 256)
   )
  )
  (local.set $17
   (i32.add
    (local.get $11)
    (i32.const 512)
   )
  )
  (local.set $18
   (i32.add
    (local.get $11)
    (i32.const 768)
   )
  )
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.lt_s
      (local.tee $2
       (local.get $0)
      )
      (local.get $1)
     )
     (then
      (loop $l40
       (local.set $15
        (i32.const 0)
       )
       (if
        (i32.gt_s
         (local.get $3)
         (i32.const 0)
        )
        (then
         (loop $l38
          (local.set $4
           (i32.const 0)
          )
          (loop $top3
           (local.set $12
            (i32.const 0)
           )
           (loop $top6
            (if
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.add
                 (i32.shl
                  (local.get $15)
                  (i32.const 4)
                 )
                 (local.get $12)
                )
                (i32.shl
                 (i32.add
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                  (local.get $4)
                 )
                 (i32.const 4)
                )
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
            (local.set $13
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
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.shl
                 (local.get $4)
                 (i32.const 4)
                )
                (local.get $12)
               )
              )
              (i32.const 64)
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
              (local.get $11)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $13)
            )
            (br_if $top6
             (i32.lt_s
              (local.tee $12
               (i32.add
                (local.get $12)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (br_if $top3
            (i32.lt_s
             (local.tee $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (i32.const 4)
            )
           )
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top9
           (local.set $12
            (i32.const 0)
           )
           (loop $top12
            (if
             (i32.lt_s
              (local.tee $0
               (i32.add
                (i32.shl
                 (local.get $4)
                 (i32.const 4)
                )
                (local.get $12)
               )
              )
              (i32.const 2)
             )
             (then
              (if
               (i32.ge_u
                (local.tee $0
                 (i32.shl
                  (local.get $0)
                  (i32.const 5)
                 )
                )
                (i32.const 64)
               )
               (then
                (global.set $oob_site
                 (i32.const 4)
                )
                (br $folding-inner0)
               )
              )
              (local.set $13
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
                (local.tee $0
                 (i32.shl
                  (i32.add
                   (i32.shl
                    (local.get $4)
                    (i32.const 4)
                   )
                   (local.get $12)
                  )
                  (i32.const 5)
                 )
                )
                (i32.const 64)
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
                (local.get $16)
                (i32.shl
                 (local.get $0)
                 (i32.const 2)
                )
               )
               (local.get $13)
              )
              (local.set $0
               (i32.const 1)
              )
              (loop $top15
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (i32.shl
                    (i32.add
                     (i32.shl
                      (local.get $4)
                      (i32.const 4)
                     )
                     (local.get $12)
                    )
                    (i32.const 5)
                   )
                   (local.get $0)
                  )
                 )
                 (i32.const 64)
                )
                (then
                 (global.set $oob_site
                  (i32.const 2)
                 )
                 (br $folding-inner1)
                )
               )
               (local.set $13
                (i32.add
                 (local.get $13)
                 (i32.load
                  (i32.add
                   (local.get $11)
                   (i32.shl
                    (local.get $14)
                    (i32.const 2)
                   )
                  )
                 )
                )
               )
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (i32.shl
                    (i32.add
                     (i32.shl
                      (local.get $4)
                      (i32.const 4)
                     )
                     (local.get $12)
                    )
                    (i32.const 5)
                   )
                   (local.get $0)
                  )
                 )
                 (i32.const 64)
                )
                (then
                 (global.set $oob_site
                  (i32.const 3)
                 )
                 (br $folding-inner1)
                )
               )
               (i32.store
                (i32.add
                 (local.get $16)
                 (i32.shl
                  (local.get $14)
                  (i32.const 2)
                 )
                )
                (local.get $13)
               )
               (br_if $top15
                (i32.lt_s
                 (local.tee $0
                  (i32.add
                   (local.get $0)
                   (i32.const 1)
                  )
                 )
                 (i32.const 32)
                )
               )
              )
             )
            )
            (br_if $top12
             (i32.lt_s
              (local.tee $12
               (i32.add
                (local.get $12)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (br_if $top9
            (i32.lt_s
             (local.tee $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (i32.const 4)
            )
           )
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top18
           (local.set $12
            (i32.const 0)
           )
           (loop $top21
            (if
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.shl
                 (local.get $4)
                 (i32.const 4)
                )
                (local.get $12)
               )
              )
              (i32.const 64)
             )
             (then
              (global.set $oob_site
               (i32.const 6)
              )
              (br $folding-inner0)
             )
            )
            (local.set $13
             (i32.load
              (i32.add
               (local.get $16)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.shl
                 (local.get $4)
                 (i32.const 4)
                )
                (local.get $12)
               )
              )
              (i32.const 64)
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
              (local.get $17)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $13)
            )
            (br_if $top21
             (i32.lt_s
              (local.tee $12
               (i32.add
                (local.get $12)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (br_if $top18
            (i32.lt_s
             (local.tee $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (i32.const 4)
            )
           )
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top24
           (local.set $12
            (i32.const 0)
           )
           (loop $top27
            (if
             (i32.lt_s
              (local.tee $0
               (i32.add
                (i32.shl
                 (local.get $4)
                 (i32.const 4)
                )
                (local.get $12)
               )
              )
              (i32.const 2)
             )
             (then
              (if
               (i32.ge_u
                (local.tee $0
                 (i32.shl
                  (local.get $0)
                  (i32.const 5)
                 )
                )
                (i32.const 64)
               )
               (then
                (global.set $oob_site
                 (i32.const 9)
                )
                (br $folding-inner0)
               )
              )
              (local.set $0
               (i32.load
                (i32.add
                 (local.get $17)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
              )
              (local.set $13
               (i32.const 1)
              )
              (loop $top30
               (if
                (i32.ge_u
                 (local.tee $14
                  (i32.add
                   (i32.shl
                    (i32.add
                     (i32.shl
                      (local.get $4)
                      (i32.const 4)
                     )
                     (local.get $12)
                    )
                    (i32.const 5)
                   )
                   (local.get $13)
                  )
                 )
                 (i32.const 64)
                )
                (then
                 (global.set $oob_site
                  (i32.const 8)
                 )
                 (br $folding-inner1)
                )
               )
               (local.set $0
                (select
                 (local.get $0)
                 (local.tee $14
                  (i32.load
                   (i32.add
                    (local.get $17)
                    (i32.shl
                     (local.get $14)
                     (i32.const 2)
                    )
                   )
                  )
                 )
                 (i32.gt_u
                  (local.get $0)
                  (local.get $14)
                 )
                )
               )
               (br_if $top30
                (i32.lt_s
                 (local.tee $13
                  (i32.add
                   (local.get $13)
                   (i32.const 1)
                  )
                 )
                 (i32.const 32)
                )
               )
              )
              (if
               (i32.ge_u
                (local.tee $13
                 (i32.add
                  (i32.shl
                   (local.get $4)
                   (i32.const 4)
                  )
                  (local.get $12)
                 )
                )
                (i32.const 2)
               )
               (then
                (global.set $oob_site
                 (i32.const 10)
                )
                (global.set $oob_index
                 (local.get $13)
                )
                (return
                 (i32.const 1)
                )
               )
              )
              (i32.store
               (i32.add
                (local.get $18)
                (i32.shl
                 (local.get $13)
                 (i32.const 2)
                )
               )
               (local.get $0)
              )
             )
            )
            (br_if $top27
             (i32.lt_s
              (local.tee $12
               (i32.add
                (local.get $12)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (br_if $top24
            (i32.lt_s
             (local.tee $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (i32.const 4)
            )
           )
          )
          (local.set $4
           (i32.const 0)
          )
          (loop $top33
           (local.set $12
            (i32.const 0)
           )
           (loop $top36
            (if
             (i32.ge_u
              (local.tee $0
               (i32.shr_s
                (i32.add
                 (i32.shl
                  (local.get $4)
                  (i32.const 4)
                 )
                 (local.get $12)
                )
                (i32.const 5)
               )
              )
              (i32.const 2)
             )
             (then
              (global.set $oob_site
               (i32.const 11)
              )
              (br $folding-inner0)
             )
            )
            (local.set $13
             (i32.load
              (i32.add
               (local.get $18)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.add
                 (i32.shl
                  (local.get $15)
                  (i32.const 4)
                 )
                 (local.get $12)
                )
                (i32.shl
                 (i32.add
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                  (local.get $4)
                 )
                 (i32.const 4)
                )
               )
              )
              (local.get $8)
             )
             (then
              (global.set $oob_site
               (i32.const 12)
              )
              (br $folding-inner0)
             )
            )
            (i32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $13)
            )
            (local.set $13
             (i32.add
              (i32.mul
               (i32.shr_s
                (local.tee $0
                 (i32.add
                  (i32.shl
                   (local.get $4)
                   (i32.const 4)
                  )
                  (local.get $12)
                 )
                )
                (i32.const 5)
               )
               (i32.const 100)
              )
              (i32.and
               (local.get $0)
               (i32.const 31)
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $0
               (i32.add
                (i32.add
                 (i32.shl
                  (local.get $15)
                  (i32.const 4)
                 )
                 (local.get $12)
                )
                (i32.shl
                 (i32.add
                  (i32.shl
                   (local.get $2)
                   (i32.const 2)
                  )
                  (local.get $4)
                 )
                 (i32.const 4)
                )
               )
              )
              (local.get $10)
             )
             (then
              (global.set $oob_site
               (i32.const 13)
              )
              (br $folding-inner0)
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
             (local.get $13)
            )
            (br_if $top36
             (i32.lt_s
              (local.tee $12
               (i32.add
                (local.get $12)
                (i32.const 1)
               )
              )
              (i32.const 16)
             )
            )
           )
           (br_if $top33
            (i32.lt_s
             (local.tee $4
              (i32.add
               (local.get $4)
               (i32.const 1)
              )
             )
             (i32.const 4)
            )
           )
          )
          (br_if $l38
           (i32.lt_s
            (local.tee $15
             (i32.add
              (local.get $15)
              (i32.const 1)
             )
            )
            (local.get $3)
           )
          )
         )
        )
       )
       (br_if $l40
        (i32.lt_s
         (local.tee $2
          (i32.add
           (local.get $2)
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
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $14)
  )
  (i32.const 1)
 )
)
